import type { CourseContent } from "~/content/courses";

/** Practical Machine Learning with AWS SageMaker (/services/practical-ml-sagemaker), intermediate level: six weeks. */
export const mlSageMakerIntermediateContent: CourseContent = {
  overview:
    "Build practical machine learning skills on Amazon SageMaker. You prepare data, train and evaluate models with built-in algorithms, tune them and deploy them as endpoints your applications can call.",
  outcomes: [
    "Frame business problems as machine learning tasks",
    "Explore, clean and prepare data in SageMaker Studio",
    "Train models with SageMaker built-in algorithms",
    "Evaluate models with the right metrics for the problem",
    "Improve models with automatic hyperparameter tuning",
    "Deploy models to real-time and batch inference",
  ],
  modules: [
    { title: "Machine Learning Foundations", description: "Supervised and unsupervised learning, framing problems and choosing metrics." },
    { title: "SageMaker Studio", description: "Notebooks, data access and the SageMaker environment." },
    { title: "Data Preparation", description: "Cleaning, feature engineering and splitting data for training." },
    { title: "Training and Evaluation", description: "Built-in algorithms, training jobs and evaluating results." },
    { title: "Hyperparameter Tuning", description: "Automatic model tuning and comparing experiments." },
    { title: "Deployment", description: "Real-time endpoints, batch transform and a complete project from data to prediction." },
  ],
  audience: [
    "Developers and analysts with some Python experience",
    "Data analysts moving into machine learning",
    "Software engineers adding ML features to applications",
    "IT professionals supporting data science teams",
  ],
  prerequisites: "Basic Python and familiarity with AWS. No prior machine learning experience is required.",
};

/** Practical Machine Learning with AWS SageMaker, advanced level: six weeks. */
export const mlSageMakerAdvancedContent: CourseContent = {
  overview:
    "Run machine learning in production on Amazon SageMaker. You bring your own algorithms and containers, train at scale, automate the model lifecycle with pipelines and keep deployed models accurate, secure and cost-effective.",
  outcomes: [
    "Train custom models with your own scripts and containers",
    "Scale training with distributed and managed spot training",
    "Manage features with SageMaker Feature Store",
    "Automate the ML lifecycle with SageMaker Pipelines and the Model Registry",
    "Detect drift and bias with SageMaker Model Monitor and Clarify",
    "Optimize inference cost and performance in production",
  ],
  modules: [
    { title: "Custom Training", description: "Script mode, framework containers and bringing your own container." },
    { title: "Training at Scale", description: "Distributed training, managed spot training and experiment tracking." },
    { title: "Features and Data Pipelines", description: "SageMaker Feature Store and repeatable data processing jobs." },
    { title: "MLOps With SageMaker Pipelines", description: "Automated workflows, the Model Registry and CI/CD for models." },
    { title: "Monitoring and Responsible AI", description: "Model Monitor for drift, Clarify for bias and explainability." },
    { title: "Production Inference", description: "Multi-model and serverless endpoints, autoscaling and a production capstone." },
  ],
  audience: [
    "Data scientists taking models to production",
    "ML engineers building MLOps practices",
    "Graduates of the intermediate level",
    "Technical leads responsible for ML platforms",
  ],
  prerequisites: "The intermediate level or equivalent experience training and deploying models on SageMaker.",
};
